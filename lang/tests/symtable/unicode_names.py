ñame = 1
def fünc(ä):
    return ñame, ä, lambda: ä
