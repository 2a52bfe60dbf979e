import os

import numpy as np
import mindspore as ms

import config
from model import ShelfEmbedder, PrototypeRecognizer, prototypes_from

MODE = ms.PYNATIVE_MODE if os.environ.get("RUN_MODE") == "pynative" else ms.GRAPH_MODE


def sku_centres(n, rng):
    return rng.normal(0, 1, (n, config.FEATURE_DIM)).astype(np.float32)


def crops_of(centre, k, rng):
    return (centre + 0.05 * rng.normal(0, 1, (k, config.FEATURE_DIM))).astype(np.float32)


def main():
    ms.set_context(mode=MODE)
    ms.set_seed(config.SEED)
    rng = np.random.default_rng(config.SEED)
    all_skus = config.LAUNCH_SKUS + config.NEW_SKUS
    centres = sku_centres(len(all_skus), rng)
    embedder = ShelfEmbedder(config.FEATURE_DIM, config.EMBED_DIM)
    embedder.set_train(False)

    support = [crops_of(centres[i], config.SHOTS, rng) for i in range(len(config.LAUNCH_SKUS))]
    recognizer = PrototypeRecognizer(embedder, prototypes_from(embedder, support))
    # the morning shelf scan always sends one batch of crops per planogram slot
    slots = [i % len(config.LAUNCH_SKUS) for i in range(len(all_skus))]
    launch_query = np.concatenate([crops_of(centres[i], 1, rng) for i in slots])
    ids, _ = recognizer(ms.Tensor(launch_query))
    print("launch shelf:", [all_skus[i] for i in ids.asnumpy()])

    # the planogram changes: enroll two new SKUs from a few labelled crops each
    support += [crops_of(centres[i], config.SHOTS, rng) for i in range(len(config.LAUNCH_SKUS), len(all_skus))]
    recognizer.prototypes = prototypes_from(embedder, support)
    query = np.concatenate([crops_of(centres[i], 1, rng) for i in range(len(all_skus))])
    ids, score = recognizer(ms.Tensor(query))
    print("after enrollment:", [all_skus[i] for i in ids.asnumpy()])
    print("recognised new SKUs:", int(sum(all_skus[i] in config.NEW_SKUS for i in ids.asnumpy())))


if __name__ == "__main__":
    main()
