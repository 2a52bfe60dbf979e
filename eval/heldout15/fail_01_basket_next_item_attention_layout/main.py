"""Train a small self-attention next-item recommender on grocery sessions."""
import mindspore as ms
import mindspore.nn as nn

import config
from data import build_dataset
from model import NextItemRecommender, RecommenderWithLoss


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(config.SEED)
    train_ds = build_dataset()
    net = NextItemRecommender(config.NUM_ITEMS, config.SEQ_LEN, config.EMBED_DIM, config.NUM_HEADS, config.DROPOUT)
    net_with_loss = RecommenderWithLoss(net)
    optimizer = nn.AdamWeightDecay(net.trainable_params(), learning_rate=config.LR, weight_decay=0.01)
    train_net = nn.TrainOneStepCell(net_with_loss, optimizer)
    train_net.set_train()
    for epoch in range(config.EPOCHS):
        total, steps = 0.0, 0
        for batch in train_ds.create_dict_iterator(num_epochs=1):
            loss = train_net(batch["items"], batch["pad_mask"], batch["target"])
            total += float(loss)
            steps += 1
        print(f"epoch {epoch + 1}: mean loss {total / steps:.4f}")


if __name__ == "__main__":
    main()
