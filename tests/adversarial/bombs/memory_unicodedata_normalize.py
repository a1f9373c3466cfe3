# NFKD expands U+FDFA eighteen-fold: the buffers are charged before they exist, so a 48 KB
# string's normalization stops at the memory limit instead of growing past it.
# limits: max_memory=2MiB
# expect: limit memory
import unicodedata
s = "\ufdfa" * (1 << 14)
t = unicodedata.normalize("NFKD", s)
print(len(t))
