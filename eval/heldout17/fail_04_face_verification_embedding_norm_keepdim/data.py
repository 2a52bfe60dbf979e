import numpy as np
import mindspore.dataset as ds


def synthetic_faces(num_ids, per_id, seed=0):
    rng = np.random.default_rng(seed)
    prototypes = rng.random((num_ids, 3, 32, 32), dtype=np.float32)
    images, labels = [], []
    for pid in range(num_ids):
        for _ in range(per_id):
            images.append(prototypes[pid] + rng.normal(0, 0.1, (3, 32, 32)).astype(np.float32))
            labels.append(pid)
    return np.stack(images), np.array(labels, np.int32)


def face_dataset(num_ids, per_id, batch_size):
    images, labels = synthetic_faces(num_ids, per_id)
    dataset = ds.NumpySlicesDataset({"image": images, "identity": labels}, shuffle=True)
    return dataset.batch(batch_size, drop_remainder=True)
