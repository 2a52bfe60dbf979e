STATS = {"tokens": 0, "batches": 0}


def reset():
    STATS["tokens"] = 0
    STATS["batches"] = 0
