import numpy as np
import mindspore as ms
from mindspore import nn

import config
from data import make_dataset
from model import ContrastiveAudioText, SymmetricInfoNCE


def recall_at_1(model, dataset):
    hits, total = 0, 0
    for mel, caption in dataset.create_tuple_iterator():
        sim = model(mel, caption).asnumpy()
        hits += int((sim.argmax(axis=1) == np.arange(sim.shape[0])).sum())
        total += sim.shape[0]
    return hits / total


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(config.SEED)
    model = ContrastiveAudioText(config.MEL_BINS, config.VOCAB_SIZE, config.EMBED_DIM, config.INIT_TEMPERATURE)
    loss_cell = SymmetricInfoNCE(model)
    optimizer = nn.Adam(loss_cell.trainable_params(), learning_rate=3e-3)
    train_net = nn.TrainOneStepCell(loss_cell, optimizer)
    train_net.set_train()
    dataset = make_dataset()
    for epoch in range(config.EPOCHS):
        losses = [float(train_net(mel, cap)) for mel, cap in dataset.create_tuple_iterator()]
        print(f"epoch {epoch} info-nce {np.mean(losses):.4f}")
    model.set_train(False)
    print(f"audio->text R@1 {recall_at_1(model, dataset):.3f}")


if __name__ == "__main__":
    main()
