from dataclasses import dataclass

import numpy as np

import config

# crude per-atom contributions to log-solubility
CONTRIB = {"C": -0.35, "N": 0.25, "O": 0.45, "S": -0.2, "Cl": -0.6}


@dataclass
class Molecule:
    atoms: list
    bonds: list

    @property
    def num_atoms(self):
        return len(self.atoms)


def random_molecule(rng):
    n = int(rng.integers(config.MIN_ATOMS, config.MAX_ATOMS_GENERATED + 1))
    probs = np.array([0.6, 0.12, 0.15, 0.05, 0.08])
    atoms = list(rng.choice(config.ATOM_TYPES, size=n, p=probs))
    bonds = [(i, int(rng.integers(0, i))) for i in range(1, n)]
    for _ in range(int(rng.integers(0, 2))):
        a, b = rng.choice(n, size=2, replace=False)
        bonds.append((int(a), int(b)))
    return Molecule(atoms, bonds)


def log_solubility(mol, rng):
    ring_bonus = 0.3 * (len(mol.bonds) - (mol.num_atoms - 1))
    return 0.5 + sum(CONTRIB[a] for a in mol.atoms) + ring_bonus + rng.normal(0, 0.1)


def make_library():
    rng = np.random.default_rng(config.SEED)
    mols = [random_molecule(rng) for _ in range(config.NUM_MOLECULES)]
    targets = np.array([log_solubility(m, rng) for m in mols], dtype=np.float32)
    return mols, targets
