é = 1
def f(): print(é); global é
