import mindspore as ms
import mindspore.nn as nn
import mindspore.dataset as ds

import config
from molecules import make_library
from graph_utils import atom_features, normalized_adjacency
from model import SolubilityGCN, WithMSELoss


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(config.SEED)

    mols, targets = make_library()
    atoms, mask = atom_features(mols)
    adj = normalized_adjacency(mols)
    data = ds.NumpySlicesDataset({"atoms": atoms, "adj": adj, "mask": mask, "logS": targets},
                                 shuffle=True).batch(config.BATCH_SIZE, drop_remainder=True)

    net = SolubilityGCN(atoms.shape[-1], config.HIDDEN, config.NUM_LAYERS)
    opt = nn.Adam(net.trainable_params(), learning_rate=config.LEARNING_RATE)
    train_net = nn.TrainOneStepCell(WithMSELoss(net), opt)
    train_net.set_train()

    for epoch in range(config.EPOCHS):
        total, steps = 0.0, 0
        for a, g, m, y in data.create_tuple_iterator():
            total += float(train_net(a, g, m, y))
            steps += 1
        print(f"epoch {epoch} mse {total / steps:.4f}")


if __name__ == "__main__":
    main()
