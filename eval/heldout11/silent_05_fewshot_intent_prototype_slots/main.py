import numpy as np
import mindspore as ms
from mindspore import Tensor

import config as cfg
from episodes import sample_episode
from model import BagEncoder, PrototypeClassifier

ms.set_context(mode=ms.GRAPH_MODE)


def main():
    ms.set_seed(0)
    rng = np.random.default_rng(0)
    encoder = BagEncoder(cfg.VOCAB, cfg.EMBED_DIM)
    clf = PrototypeClassifier(encoder, cfg.N_WAY, cfg.EMBED_DIM)
    encoder.set_train(False)
    clf.set_train(False)
    accs = []
    for ep in range(cfg.EPISODES):
        intents, support, query, labels = sample_episode(rng)
        for slot, shots in enumerate(support):
            clf.set_prototype(slot, encoder(Tensor(shots)).mean(axis=0))
        pred = clf(Tensor(query)).asnumpy().argmax(-1)
        accs.append(float((pred == labels).mean()))
        print(f"episode {ep} intents {intents.tolist()}: query accuracy {accs[-1]:.3f}")
    print(f"mean {cfg.N_WAY}-way {cfg.K_SHOT}-shot accuracy: {np.mean(accs):.3f}")


if __name__ == "__main__":
    main()
