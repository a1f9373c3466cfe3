# Grading with bisect: score thresholds to letters, a sorted leaderboard kept with insort,
# percentiles and range counts.
import bisect

def grade(score, breakpoints=(60, 70, 80, 90), grades="FDCBA"):
    return grades[bisect.bisect(breakpoints, score)]

scores = [33, 99, 77, 70, 89, 90, 100, 59, 60, 85]
print([grade(s) for s in scores])
print({s: grade(s) for s in (0, 59.9, 60, 69.99, 70, 95)})

board = []
for name, pts in [("ann", 120), ("bo", 95), ("cy", 120), ("di", 150), ("ed", 95), ("flo", 10)]:
    bisect.insort(board, (-pts, name))
print([(n, -p) for p, n in board])

times = sorted([3.2, 1.5, 4.8, 2.2, 5.0, 3.3, 1.1, 2.9])
lo, hi = bisect.bisect_left(times, 2.0), bisect.bisect_right(times, 3.3)
print(f"{hi - lo} runs between 2.0 and 3.3: {times[lo:hi]}")
for p in (10, 50, 90):
    idx = min(len(times) - 1, bisect.bisect_left(times, times[0] + (times[-1] - times[0]) * p / 100))
    print(f"p{p}: {times[idx]}")
students = [("zed", 71), ("amy", 88), ("kim", 64), ("lou", 95)]
students.sort(key=lambda s: s[1])
cut = bisect.bisect_left(students, 70, key=lambda s: s[1])
print("passed:", [n for n, _ in students[cut:]], "failed:", [n for n, _ in students[:cut]])
bisect.insort(students, ("new", 80), key=lambda s: s[1])
print(students)
