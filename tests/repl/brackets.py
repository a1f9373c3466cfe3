(1,
 2)
[
 1,

 2,
]
{'k':
   'v'}
"""first
second"""
s = '''a

b'''
s
len(s) + \
1
print(1,
      2)
b = [1, 2
3
len([1,
2])
