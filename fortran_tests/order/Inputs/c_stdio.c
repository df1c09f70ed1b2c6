/* C stdio used by mixed_c_stdio.f90: output left in C's buffers, input
   read ahead by C's buffer. */
#include <stdio.h>
#include <string.h>

void c_print_(void) { printf("12345"); }

void c_print_err_(void) {
  setvbuf(stderr, NULL, _IOFBF, BUFSIZ); /* make it hold the text */
  fprintf(stderr, "abc");
}

void c_read_line_(char* out, int len) {
  char line[256];
  memset(out, ' ', (size_t)len);
  if (fgets(line, sizeof line, stdin) != NULL) {
    size_t n = strcspn(line, "\n");
    memcpy(out, line, n < (size_t)len ? n : (size_t)len);
  }
}
