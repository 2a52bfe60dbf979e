def anneal(step, start=2.0, end=0.25, steps=3):
    frac = min(step / max(steps - 1, 1), 1.0)
    return start + frac * (end - start)
