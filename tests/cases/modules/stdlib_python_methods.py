# Methods CPython writes in Python are bound `method`s (repr `<bound method Q of R>`), the
# C ones built-in methods; attributes CPython's Counter/defaultdict have that Pyrite lacks are
# refused, not reported missing.
from collections import Counter, defaultdict, OrderedDict, ChainMap, namedtuple
import functools, statistics, string, textwrap, random, fractions

c = Counter("abca")
print(c.most_common, c.elements)
print(type(c.most_common).__name__, type(c.update).__name__, type(c.keys).__name__, type(c.get).__name__)
print(type(c.total).__name__, type(c.subtract).__name__, type(c.copy).__name__)
d = defaultdict(int)
print(type(d.copy).__name__, type(d.keys).__name__, type(OrderedDict().move_to_end).__name__)
n = statistics.NormalDist(1, 2)
print(n.pdf, type(n.cdf).__name__)
t = string.Template("$x")
print(type(t.substitute).__name__, type(textwrap.TextWrapper().wrap).__name__)
print(type(random.Random(1).choice).__name__, type(random.Random(1).random).__name__)
print(type(fractions.Fraction(1, 3).limit_denominator).__name__, type(ChainMap().new_child).__name__)
P = namedtuple("P", "x y")
print(type(P(1, 2)._asdict).__name__, type(P(1, 2).count).__name__)


@functools.singledispatch
def f(x):
    return x


print(type(f.register), type(f.dispatch), type(f).__name__)
for o, name in [(c, "nope"), (d, "_keep_positive"), (OrderedDict(), "nope")]:
    try:
        getattr(o, name)
    except (AttributeError, NotImplementedError) as e:
        print(type(e).__name__, e)
