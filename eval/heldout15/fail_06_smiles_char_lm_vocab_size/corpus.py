"""A handful of drug-like SMILES strings (augmented by simple rotations of ring closures)."""

BASE = [
    "CCO", "CC(=O)O", "c1ccccc1", "CC(C)Cc1ccc(cc1)C(C)C(=O)O", "CN1C=NC2=C1C(=O)N(C(=O)N2C)C",
    "CC(=O)Nc1ccc(O)cc1", "OC(=O)c1ccccc1O", "C1CCCCC1", "CCN(CC)CC", "COc1ccc2[nH]ccc2c1",
    "NC(=O)c1cccnc1", "CC1=CC(=O)C=CC1=O", "ClC(Cl)Cl", "FC(F)(F)c1ccccc1", "O=C1NC(=O)C=C1",
]


def load_corpus(repeats=4):
    return BASE * repeats
