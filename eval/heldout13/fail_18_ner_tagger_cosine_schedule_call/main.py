import mindspore as ms
from mindspore import nn

import config
from data import make_loader
from model import BiGRUTagger, TokenLoss
from schedule import cosine_schedule

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(21)


def main():
    loader = make_loader(160)
    steps = loader.get_dataset_size()
    net = BiGRUTagger(config.VOCAB, config.EMBED, config.HIDDEN, len(config.TAGS))
    lrs = cosine_schedule(config.MIN_LR, config.MAX_LR, steps, config.EPOCHS)  # ROOT
    opt = nn.Adam(net.trainable_params(), learning_rate=lrs)
    trainer = nn.TrainOneStepCell(TokenLoss(net, len(config.TAGS)), opt)
    for epoch in range(config.EPOCHS):
        for batch in loader.create_dict_iterator():
            loss = trainer(batch["tokens"], batch["tags"])
        print(f"epoch {epoch} loss {float(loss.asnumpy()):.4f}")


if __name__ == "__main__":
    main()
