# comment only

x = 1  # trailing comment
if x:

    # blank lines and comments inside blocks

    y = 2
    if y:
        z = 3
  # a comment at odd indentation
    w = 4
x = [
    1,
  2,
        3,
]
y = (1 +
2)
z = 1 + \
    2
if a and \
   b:
    pass
def f():
	return 1
if x:
	if y:
		pass
s = {
}
t = f(a,
      b)
x = 1;
