package main

func main() {
	return undeclared
}
