def connect(host, *, port, timeout=5):
    return f"{host}:{port} ({timeout}s)"
print(connect("a", port=1))
print(connect("b", port=2, timeout=1))
print(connect("c"))
