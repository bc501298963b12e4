/*
 * The provably fair stream of src/engine/shared/fair.ts (fairWords), transcribed to C for one job:
 * feeding dieharder's full battery, which reads about 260 GB. The game's own TypeScript gives
 * 13 MB/s on this machine (5.5 hours of input); this gives hundreds. Every word is
 * HMAC-SHA256(serverSeed, "<clientSeed>:<nonce>:<counter>"), read as big-endian 32-bit words,
 * nonce after nonce, each nonce's first WORDS_PER_NONCE words (52 blocks: what an 8-deck shuffle
 * reads). `npm run rng:report` checks its output word for word against fairWords before using it.
 *
 * cc -O2 -o fair-stream fair-stream.c -lcrypto
 * ./fair-stream SERVER_SEED_HEX CLIENT_SEED [WORDS_TOTAL]  → native (little-endian) uint32 words on stdout
 */
#include <openssl/evp.h>
#include <openssl/hmac.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define WORDS_PER_NONCE 416
#define BATCH 16384

static int hex_value(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

int main(int argc, char **argv) {
  if (argc < 3 || strlen(argv[1]) != 64) {
    fprintf(stderr, "usage: fair-stream SERVER_SEED_HEX(64) CLIENT_SEED [WORDS_TOTAL]\n");
    return 2;
  }
  unsigned char key[32];
  for (int i = 0; i < 32; i++) {
    int hi = hex_value(argv[1][2 * i]), lo = hex_value(argv[1][2 * i + 1]);
    if (hi < 0 || lo < 0) {
      fprintf(stderr, "the server seed must be hex\n");
      return 2;
    }
    key[i] = (unsigned char)(hi * 16 + lo);
  }
  const char *client = argv[2];
  unsigned long long total = argc > 3 ? strtoull(argv[3], NULL, 10) : 0; /* 0: without end */
  uint32_t out[BATCH];
  size_t at = 0;
  unsigned long long written = 0;
  char message[160];
  unsigned char digest[32];
  unsigned int length = 0;
  HMAC_CTX *base = HMAC_CTX_new(), *work = HMAC_CTX_new();
  HMAC_Init_ex(base, key, 32, EVP_sha256(), NULL);
  for (unsigned long long nonce = 0;; nonce++) {
    for (int counter = 0; counter < WORDS_PER_NONCE / 8; counter++) {
      int n = snprintf(message, sizeof message, "%s:%llu:%d", client, nonce, counter);
      HMAC_CTX_copy(work, base);
      HMAC_Update(work, (unsigned char *)message, (size_t)n);
      HMAC_Final(work, digest, &length);
      for (int w = 0; w < 8; w++) {
        const unsigned char *b = digest + 4 * w;
        out[at++] = ((uint32_t)b[0] << 24) | ((uint32_t)b[1] << 16) | ((uint32_t)b[2] << 8) | (uint32_t)b[3];
        if (at == BATCH || (total && written + at == total)) {
          if (fwrite(out, 4, at, stdout) != at) return 0; /* the reader stopped: done */
          written += at;
          at = 0;
          if (total && written == total) return 0;
        }
      }
    }
  }
}
