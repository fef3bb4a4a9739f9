/* @EXPECTED_RESULTS@: RUN-ERROR */
#include <stdlib.h>

int main(void) { abort(); }
