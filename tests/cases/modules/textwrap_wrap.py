import textwrap

text = ("The quick brown fox jumps over the lazy dog. Well-known, self-evident "
        "truths -- and em-dashes--like this -- are split; so are e-mail and over-the-top.")
for w in (1, 5, 10, 15, 22, 40, 80):
    print(w, textwrap.wrap(text, w))
print(textwrap.wrap(text, 15, break_on_hyphens=False))
print(textwrap.wrap("supercalifragilisticexpialidocious is long", 10))
print(textwrap.wrap("supercalifragilisticexpialidocious is long", 10, break_long_words=False))
print(textwrap.wrap("a-very-long-hyphenated-compound-word", 8))
print(textwrap.wrap("\tTabs\tand\nnewlines\x0bhere  ", 12))
print(textwrap.wrap("\tTabs\tand\nnewlines", 12, expand_tabs=False))
print(textwrap.wrap("\tTabs\tand\nnewlines", 12, tabsize=2))
print(textwrap.wrap("keep\tthe\nwhitespace", 30, replace_whitespace=False))
print(textwrap.wrap("a\xa0b\u3000c d", 3))
print(textwrap.wrap("  leading and trailing  ", 10, drop_whitespace=False))
print(textwrap.wrap("End. Next one! Really? \"Yes.\" ok", 40, fix_sentence_endings=True))
print(textwrap.wrap("", 10), textwrap.wrap("   ", 10))
print(textwrap.fill(text, 30))
print(textwrap.fill(text, 30, initial_indent="* ", subsequent_indent="  "))
print(textwrap.fill(text, 25, max_lines=3))
print(textwrap.fill(text, 25, max_lines=2, placeholder=" ..."))
print(textwrap.wrap("日本語のテキスト naïve café", 6))
print(textwrap.shorten("Hello  world!", width=12))
print(textwrap.shorten("Hello  world!", width=11))
print(textwrap.shorten(text, 40, placeholder="~"))
print(textwrap.shorten("  lots\t\nof \xa0 space  ", 100))
for bad in (dict(width=0), dict(width=-3)):
    try:
        textwrap.wrap("x", **bad)
    except ValueError as e:
        print(type(e).__name__, e)
try:
    textwrap.wrap("hello world", 5, max_lines=1, placeholder=" [......]")
except ValueError as e:
    print(type(e).__name__, e)
try:
    textwrap.shorten("x", 10, max_lines=2)
except TypeError as e:
    print(type(e).__name__, e)
try:
    textwrap.wrap("x", 10, width=3)
except TypeError as e:
    print(type(e).__name__, e)
try:
    textwrap.wrap("x", bogus=1)
except TypeError as e:
    print(type(e).__name__, e)
try:
    textwrap.wrap()
except TypeError as e:
    print(type(e).__name__, e)
