fn main() {
    undeclared();
}
