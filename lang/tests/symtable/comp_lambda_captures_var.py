fs = [lambda: i for i in range(3)]
gs = [lambda i=i: i for i in range(3)]
