fun main() {
    val (a, b) = readLine()!!.trim().split(" ").map { it.toLong() }
    println(a + b)
}
