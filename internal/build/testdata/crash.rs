fn main() {
    panic!("crash");
}
