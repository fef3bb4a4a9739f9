import java.util.Scanner;

// A comment naming class Decoy { void main() } is not read.
class Helper {
	static long add(long a, long b) { return a + b; }
}

public class Sum {
	public static void main(String[] args) {
		Scanner in = new Scanner(System.in);
		long a = in.nextLong(), b = in.nextLong();
		System.out.println(Helper.add(a, b));
	}
}
