"""The augmentation settings give the flip rate as a percentage; the transform helper reads it
into the probability it gives `RandomHorizontalFlip`, which takes a fraction in [0, 1]. The line
to change is where the percentage is read, not the setting."""
import mindspore as ms
import mindspore.dataset.vision as vision

ms.set_context(mode=ms.GRAPH_MODE)

AUGMENT = {"flip_percent": 50, "size": 32}


def train_transforms(cfg):
    flip_prob = cfg["flip_percent"] / 100
    return [vision.Resize((cfg["size"], cfg["size"])), vision.RandomHorizontalFlip(prob=flip_prob)]


if __name__ == "__main__":
    print(len(train_transforms(AUGMENT)))
