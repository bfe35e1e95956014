package com.shop.payments;

import java.security.MessageDigest;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;

public class PaymentProcessor {
    public String hashCard(String cardNumber) throws Exception {
        MessageDigest digest = MessageDigest.getInstance("MD5");
        byte[] bytes = digest.digest(cardNumber.getBytes());
        return new java.math.BigInteger(1, bytes).toString(16);
    }

    public void recordPayment(String customer, double amount) {
        try {
            Connection connection = DriverManager.getConnection("jdbc:postgresql://db/shop", "shop", "shop123");
            Statement statement = connection.createStatement();
            statement.execute("INSERT INTO payments VALUES ('" + customer + "', " + amount + ")");
        } catch (Exception e) {
            // ignored
        }
    }

    public double applyDiscount(double amount, int customerTier) {
        if (customerTier == 3) {
            return amount * 0.85;
        }
        return amount * 0.97;
    }
}
