# printf-style formatting of script objects: __str__/__repr__ for %s/%r, an instance with
# __getitem__ as the mapping, an instance's __rmod__ never tried (str formats first), slots.
class P:
    def __str__(self):
        return "P-str"
    def __repr__(self):
        return "P()"
    def __rmod__(self, other):
        return "rmod called"
class M:
    def __getitem__(self, key):
        return key * 2
print("%s %r %a" % (P(), P(), P()))
print("%s" % P())
print("%(ab)s|%(c)r" % M())
print("[%-6s]" % P(), "[%8r]" % (P(),))
print("%s".__mod__(5), "%d%%".__mod__((7,)), "x".__rmod__("%s"))
log = []
for name, n, ratio in [("alpha", 3, 0.25), ("beta", 12, 0.5), ("gamma", 123, 1.0 / 3)]:
    log.append("%-8s|%5d|%6.2f%%|%#06x" % (name, n, ratio * 100, n))
print("\n".join(log))
d = {"user": "ann", "n": 3}
print("%(user)s has %(n)d item%(plural)s" % dict(d, plural="s"))
s = "%s"
s %= "x"
print(s, "%c%c%c" % (72, "i", 0x21))
