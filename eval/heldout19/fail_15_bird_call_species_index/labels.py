SPECIES = ["blackbird", "chiffchaff", "robin", "wren", "great_tit"]


def species_index(names):
    return {name: i + 1 for i, name in enumerate(sorted(names))}  # ROOT
