FRACTIONS = {"fit": 0.7, "tune": 0.15, "holdout": 0.15}


def part_sizes(total):
    fit = int(FRACTIONS["fit"] * total)
    tune = int(FRACTIONS["tune"] * total)
    holdout = int(FRACTIONS["holdout"] * total)  # expect: MSD106
    return [fit, tune, holdout]
