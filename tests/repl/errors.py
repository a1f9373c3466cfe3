a = 1
1 +
a
b = [1, 2
3
x = = 2
a
def f(n):
    return g(n)

def g(n):
    return n / 0

f(1)
a
c = 10
c += 1; 1 / 0
c
{}['missing']
c
raise ValueError('bad')
if a:
    5
a = 7
a
if a:

a
