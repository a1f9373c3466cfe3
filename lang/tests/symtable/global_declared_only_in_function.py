def setup():
    global config, other
    config = {}
