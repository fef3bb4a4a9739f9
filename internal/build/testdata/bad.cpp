int main() {
	return undeclared;
}
