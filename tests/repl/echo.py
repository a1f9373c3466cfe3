1
1 + 2
'text'
"it's"
None
(1, 'a', None)
()
[1, 2.5, "x"]
{'a': 1}
x = 5
x
x * 2; x * 3
print('printed')
1 if x else 2
-0.0
2 ** 100
True
