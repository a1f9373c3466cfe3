from operator import itemgetter

records = [{"id": 1, "name": "a"}, {"id": 2}]
get = itemgetter("id", "name")
for r in records:
    print(get(r))
