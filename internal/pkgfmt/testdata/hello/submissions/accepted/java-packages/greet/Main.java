// @EXPECTED_RESULTS@: CORRECT
package greet;

import greet.words.Greeting;

// A program of two files in two packages: the class with main is found.
public class Main {
	public static void main(String[] args) {
		System.out.println(Greeting.text());
	}
}
