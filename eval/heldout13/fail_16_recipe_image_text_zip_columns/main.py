import mindspore as ms
from mindspore import nn

import config
from data import paired_loader
from model import DualEncoder, InfoNCE

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(6)


def main():
    net = DualEncoder(config.VOCAB, config.EMBED)
    trainer = nn.TrainOneStepCell(InfoNCE(net), nn.Adam(net.trainable_params(), 1e-3))
    loader = paired_loader()
    for epoch in range(config.EPOCHS):
        losses = []
        for batch in loader.create_dict_iterator():
            losses.append(float(trainer(batch["image"], batch["tokens"]).asnumpy()))
        print(f"epoch {epoch} contrastive loss {sum(losses) / len(losses):.4f}")


if __name__ == "__main__":
    main()
