import os

import numpy as np
import mindspore as ms

import config
from model import CameraTrapClassifier

MODE = ms.PYNATIVE_MODE if os.environ.get("RUN_MODE") == "pynative" else ms.GRAPH_MODE


def detections(rng, species_ids):
    centres = np.eye(len(config.SPECIES), config.FEATURES, dtype=np.float32) * 4.0
    return ms.Tensor((centres[species_ids] + rng.normal(0, 0.3, (len(species_ids), config.FEATURES))).astype(np.float32))


def main():
    ms.set_context(mode=MODE)
    ms.set_seed(config.SEED)
    np.random.seed(config.SEED)
    rng = np.random.default_rng(config.SEED)
    clf = CameraTrapClassifier()
    # stand-in for the trained weights: each species' prototype direction
    clf.head.weight.set_data(ms.Tensor(np.eye(len(config.SPECIES), config.FEATURES, dtype=np.float32)))
    clf.set_train(False)

    batch = [0, 1, 2, 4, 5, 4]
    preds = clf(detections(rng, batch)).argmax(axis=1).asnumpy()
    print("spring model:", [config.SPECIES[i] for i in preds])

    clf.learned_species = config.SPRING_SPECIES + config.AUTUMN_ADDITIONS
    preds = clf(detections(rng, batch)).argmax(axis=1).asnumpy()
    print("autumn model:", [config.SPECIES[i] for i in preds])
    print("large carnivores found:", int(sum(config.SPECIES[i] in ("lynx", "wolf") for i in preds)))


if __name__ == "__main__":
    main()
