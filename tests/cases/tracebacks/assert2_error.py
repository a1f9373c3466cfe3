assert False
