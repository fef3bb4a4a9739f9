/* An empty program: the start-up cost of every C run. */
int main(void) { return 0; }
