package main

func main() { panic("crash") }
