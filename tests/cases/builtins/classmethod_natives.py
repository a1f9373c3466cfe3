# Native classmethods reached through their type are bound to it (the surface table's
# classmethod rows); through a subtype, datetime's are bound to the subtype.
import collections
import datetime
import fractions
import itertools

fk = dict.fromkeys
print(fk("ab", 0), callable(fk))
print(int.from_bytes(b"\x01\x00", "big"), float.fromhex("0x1p4"), bytes.fromhex("41 42"))
print(bytearray.fromhex("4142"), str.maketrans("ab", "xy"))
print(list(itertools.chain.from_iterable(["ab", "c"])))
print(collections.OrderedDict.fromkeys("xy"), collections.defaultdict.fromkeys("z", 1))
print(repr(datetime.datetime.fromordinal(730000)), repr(datetime.date.fromordinal(730000)))
print(type(datetime.datetime.fromisoformat("2020-01-02")).__name__)
print(type(datetime.datetime.fromisocalendar(2020, 1, 1)).__name__)
print(datetime.time.fromisoformat("12:30"), fractions.Fraction.from_float(0.5))
m = datetime.date.fromordinal
print(m(1), str.upper("a"))
