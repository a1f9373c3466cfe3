import textwrap
from textwrap import TextWrapper

w = TextWrapper()
print(w.width, repr(w.initial_indent), repr(w.subsequent_indent), w.expand_tabs)
print(w.replace_whitespace, w.fix_sentence_endings, w.break_long_words)
print(w.drop_whitespace, w.break_on_hyphens, w.tabsize, w.max_lines, repr(w.placeholder))
w = TextWrapper(12, "> ", "  ", max_lines=3, placeholder="..")
print(w.wrap("one two three four five six seven eight nine ten"))
w.width = 20
w.max_lines = None
print(w.fill("one two three four five six seven eight nine ten"))
w.break_on_hyphens = 1
print(w.wrap("hyphen-ated word-play is-fun"), w.break_on_hyphens)
w.initial_indent = ""
print(w.wrap(text="x " * 15))
print(type(w).__name__, isinstance(w, TextWrapper))
for args in [(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11)]:
    try:
        TextWrapper(*args)
    except TypeError as e:
        print(type(e).__name__, e)
try:
    TextWrapper(foo=1)
except TypeError as e:
    print(type(e).__name__, e)
try:
    TextWrapper(width=0).wrap("abc")
except ValueError as e:
    print(type(e).__name__, e)
try:
    w.wrap()
except TypeError as e:
    print(type(e).__name__, e)
try:
    w.nothing
except AttributeError as e:
    print(type(e).__name__, e)
w2 = TextWrapper(width=6, break_long_words=False, drop_whitespace=False)
print(w2.wrap("abcdefghij  kl mn"))
