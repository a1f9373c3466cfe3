x = 1
(yield)
return x
break
x: int = 1; global x
x
