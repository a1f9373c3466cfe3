db = {"alice": {"age": 30, "langs": ["py", "rs"]}, "bob": {"age": 25, "langs": []}}
print(db)
print(db["alice"]["langs"][1])
db["bob"]["langs"].append("go")
db["carol"] = {"age": 41, "langs": ["c"]}
print(db["bob"])
for name in db:
    print(name, db[name]["age"], len(db[name]["langs"]))
m = {}
m[(0, 0)] = {"v": 1}
m[(0, 0)]["v"] += 5
print(m)
