import mindspore as ms
import mindspore.dataset.transforms as T
import mindspore.dataset.vision as vision


def build_transforms(size, from_files=True):
    """Image ops for the character crops; JPEG files need decoding first."""
    steps = [vision.Decode()] if from_files else []
    return steps + [vision.Resize(size), vision.Rescale(1.0 / 255.0, 0.0), vision.HWC2CHW()]


def label_transforms():
    return [T.TypeCast(ms.int32)]
