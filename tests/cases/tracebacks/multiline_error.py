x = 1
y = (x +
  "a")
