import CadenceCore
import Crypto
import Foundation

/// Message encryption for Web Push (RFC 8291) in the `aes128gcm` content coding (RFC 8188;
/// docs/domain-rules.md "§15 Web Push"), composed of swift-crypto's P-256 ECDH, HKDF-SHA-256
/// and AES-128-GCM — nothing hand-written beyond the composition:
/// 1. `ecdh_secret` = ECDH(an ephemeral server key, the browser's `p256dh`);
/// 2. `IKM` = HKDF(salt: the browser's `auth`, ikm: `ecdh_secret`,
///    info: "WebPush: info" ‖ 0 ‖ ua_public ‖ as_public, 32 bytes);
/// 3. `CEK` = HKDF(salt, IKM, "Content-Encoding: aes128gcm" ‖ 0, 16 bytes),
///    `NONCE` = HKDF(salt, IKM, "Content-Encoding: nonce" ‖ 0, 12 bytes);
/// 4. one record: AES-GCM(CEK, NONCE, plaintext ‖ 0x02), after the 86-byte header
///    salt(16) ‖ rs(4, 4096) ‖ idlen(1, 65) ‖ keyid (the ephemeral public key, 65 bytes).
public enum WebPushEncryption {
    /// Why a message could not be encrypted.
    public enum Failure: Error, Sendable, Hashable {
        /// The subscription's keys are not a P-256 point and a 16-byte secret.
        case invalidKeys
        /// The plaintext does not fit one 4,096-byte record.
        case tooLong
    }

    /// The record size written in the header.
    public static let recordSize: UInt32 = 4_096
    /// The longest plaintext one record holds (the record minus the delimiter and the tag).
    public static let maximumPlaintext = Int(recordSize) - 1 - 16

    /// The encrypted body for `plaintext` to the browser keys `p256dh` (65 bytes) and `auth`
    /// (16 bytes); `salt` and `serverKey` are fresh random values unless a test fixes them.
    public static func encrypt(
        _ plaintext: Data, p256dh: Data, auth: Data, salt: Data? = nil, serverKey: P256.KeyAgreement.PrivateKey = .init()
    ) throws(Failure) -> Data {
        guard plaintext.count <= maximumPlaintext else { throw .tooLong }
        guard auth.count == 16, let browserKey = try? P256.KeyAgreement.PublicKey(x963Representation: p256dh) else {
            throw .invalidKeys
        }
        let salt = salt ?? SymmetricKey(size: .bits128).withUnsafeBytes { Data($0) }
        guard salt.count == 16, let shared = try? serverKey.sharedSecretFromKeyAgreement(with: browserKey) else { throw .invalidKeys }
        let serverPublic = serverKey.publicKey.x963Representation
        let keyInfo = Data("WebPush: info".utf8) + [0] + browserKey.x963Representation + serverPublic
        let ikm = shared.hkdfDerivedSymmetricKey(using: SHA256.self, salt: auth, sharedInfo: keyInfo, outputByteCount: 32)
        let prk = HKDF<SHA256>.extract(inputKeyMaterial: ikm, salt: salt)
        let cek = HKDF<SHA256>.expand(pseudoRandomKey: prk, info: Data("Content-Encoding: aes128gcm".utf8) + [0], outputByteCount: 16)
        let nonce = HKDF<SHA256>.expand(pseudoRandomKey: prk, info: Data("Content-Encoding: nonce".utf8) + [0], outputByteCount: 12)
        let nonceBytes = nonce.withUnsafeBytes { Data($0) }
        guard let gcmNonce = try? AES.GCM.Nonce(data: nonceBytes),
            let sealed = try? AES.GCM.seal(plaintext + [2], using: cek, nonce: gcmNonce)
        else { throw .invalidKeys }
        var header = salt
        withUnsafeBytes(of: recordSize.bigEndian) { header.append(contentsOf: $0) }
        header.append(UInt8(serverPublic.count))
        header.append(serverPublic)
        return header + sealed.ciphertext + sealed.tag
    }

    /// Whether `p256dh` is a point on P-256 (uncompressed, 65 bytes).
    public static func isValidPublicKey(_ p256dh: Data) -> Bool {
        p256dh.count == 65 && (try? P256.KeyAgreement.PublicKey(x963Representation: p256dh)) != nil
    }
}
