class StorageError(Exception):
    pass
def fetch(store, key):
    try:
        return store[key]
    except KeyError as exc:
        raise StorageError(f"cannot fetch {key!r}") from exc
store = {"a": 1}
print(fetch(store, "a"))
print(fetch(store, "b"))
