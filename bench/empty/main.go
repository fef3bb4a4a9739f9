// Command empty does nothing: bench measures it beside an empty C program
// to show the start-up cost that every run of every solution pays.
package main

func main() {}
