def pooled_side(side, window):
    return side // window


def side_after(side, stages, window):
    for _ in range(stages):
        side = pooled_side(side, window)
    return side
